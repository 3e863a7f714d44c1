// The image of each error page: small inline drawings, in their own chunk so that no error page weighs on the first
// load of the portal.
export interface ErrorIllustrationProps {
  code: number;
}

const GLYPH: Record<string, string> = {
  '401': 'M40 52h40v30H40z M48 52v-10a12 12 0 0 1 24 0v10',
  '403': 'M40 52h40v30H40z M48 52v-10a12 12 0 0 1 24 0v10',
  '404': 'M36 40h48v40H36z M48 56h24 M60 48v16',
  '500': 'M60 34l28 48H32z M60 52v14 M60 72v2',
  '503': 'M38 80l22-40 22 40z M52 68h16',
};

export default function ErrorIllustration({ code }: ErrorIllustrationProps) {
  const path = GLYPH[String(code)] ?? GLYPH['500'];
  return (
    <svg width="120" height="120" viewBox="0 0 120 120" aria-hidden="true" focusable="false">
      <circle cx="60" cy="60" r="56" fill="currentColor" opacity="0.08" />
      <path
        d={path}
        fill="none"
        stroke="currentColor"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
