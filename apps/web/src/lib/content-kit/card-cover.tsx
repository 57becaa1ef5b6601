import type { Picture as PictureData } from '@raiz/domain';
import { Picture } from '../../components/ui/picture';

/** A list card's cover (the item's first image) across the top of a `p-5` card; nothing without one. */
export function CardCover({ cover }: { cover: PictureData | null | undefined }) {
  if (!cover) return null;
  return (
    <div className="-mx-5 -mt-5 mb-4 aspect-[16/9] overflow-hidden rounded-t-2xl">
      <Picture
        image={cover}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        className="h-full w-full"
      />
    </div>
  );
}
