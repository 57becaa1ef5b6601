// A light inline drawing for the landing page (no image download): hills, trees, a sun and a certificate seal.
// Colours come from the theme, so it follows light/dark and the five palettes.
export function HeroIllustration({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 320 240" className={className} aria-hidden="true" focusable="false">
      <circle cx="244" cy="62" r="30" fill="var(--raiz-accent)" />
      <circle cx="244" cy="62" r="18" fill="var(--raiz-primary)" opacity="0.25" />
      <path d="M0 178 C60 140 120 150 170 168 S270 150 320 160 V240 H0Z" fill="var(--raiz-accent)" />
      <path d="M0 200 C70 176 140 186 200 198 S290 186 320 194 V240 H0Z" fill="var(--raiz-primary)" opacity="0.35" />
      <g fill="var(--raiz-primary)">
        <rect x="62" y="138" width="6" height="34" rx="2" opacity="0.8" />
        <path d="M65 92 C84 112 88 130 65 144 C42 130 46 112 65 92Z" />
        <rect x="104" y="150" width="5" height="26" rx="2" opacity="0.8" />
        <path d="M106.5 116 C121 131 124 145 106.5 156 C89 145 92 131 106.5 116Z" opacity="0.85" />
        <rect x="138" y="146" width="6" height="30" rx="2" opacity="0.8" />
        <path d="M141 100 C162 122 165 140 141 154 C117 140 120 122 141 100Z" opacity="0.7" />
      </g>
      <g transform="translate(196 96)">
        <rect width="96" height="72" rx="10" fill="var(--raiz-surface)" stroke="var(--raiz-border)" strokeWidth="2" />
        <rect x="14" y="16" width="44" height="6" rx="3" fill="var(--raiz-muted)" opacity="0.5" />
        <rect x="14" y="30" width="60" height="5" rx="2.5" fill="var(--raiz-muted)" opacity="0.3" />
        <rect x="14" y="41" width="52" height="5" rx="2.5" fill="var(--raiz-muted)" opacity="0.3" />
        <circle cx="76" cy="58" r="16" fill="var(--raiz-primary)" />
        <path d="M69 58 l5 5 9 -10" fill="none" stroke="var(--raiz-primary-fg)" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
      </g>
    </svg>
  );
}
