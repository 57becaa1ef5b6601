import type { ReactNode } from 'react';

export interface IndicatorListItem {
  key: string;
  label: string;
  value: ReactNode;
}

/**
 * Indicators as a definition list, each item its label (dt) and its value (dd): a report's, a certificate's, the
 * platform's. The classes set the layout of each screen (rows with the value on the right, or cards).
 */
export function IndicatorList({
  items,
  className,
  itemClassName,
  labelClassName,
  valueClassName,
}: {
  items: IndicatorListItem[];
  className: string;
  itemClassName: string;
  labelClassName: string;
  valueClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.key} className={itemClassName}>
          <dt className={labelClassName}>{item.label}</dt>
          <dd className={valueClassName}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
