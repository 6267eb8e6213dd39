/**
 * A drawn sketch of a template's home page for its card: light to load (no site in a frame per card) and enough to
 * tell the layouts apart; the live site is one click away in the preview. Decorative: the card names the template.
 */
const INK = '#0b7a57';
const LINE = '#ced4da';
const FILL = '#e9ecef';

function Frame({ children }: { children: React.ReactNode }) {
  return (
    <svg viewBox="0 0 240 150" width="100%" aria-hidden="true" focusable="false" style={{ display: 'block' }}>
      <rect x="0.5" y="0.5" width="239" height="149" rx="6" fill="#fff" stroke={LINE} />
      <rect x="0.5" y="0.5" width="239" height="18" rx="6" fill={FILL} />
      <circle cx="10" cy="9.5" r="3" fill={LINE} />
      <circle cx="20" cy="9.5" r="3" fill={LINE} />
      <circle cx="30" cy="9.5" r="3" fill={LINE} />
      <rect x="12" y="26" width="40" height="8" rx="2" fill={INK} />
      <rect x="150" y="27" width="20" height="6" rx="2" fill={LINE} />
      <rect x="176" y="27" width="20" height="6" rx="2" fill={LINE} />
      <rect x="202" y="27" width="26" height="6" rx="2" fill={LINE} />
      {children}
    </svg>
  );
}

const cards = (y: number, count: number, height: number) =>
  Array.from({ length: count }, (_, index) => {
    const width = (216 - (count - 1) * 8) / count;
    const x = 12 + index * (width + 8);
    return (
      <g key={x}>
        <rect x={x} y={y} width={width} height={height} rx="3" fill={FILL} />
        <rect x={x} y={y + height + 4} width={width * 0.8} height="4" rx="2" fill={LINE} />
      </g>
    );
  });

export function TemplateSketch({ templateKey }: { templateKey: string }) {
  if (templateKey === 'showcase') {
    return (
      <Frame>
        {cards(42, 2, 40)}
        {cards(94, 3, 32)}
      </Frame>
    );
  }
  if (templateKey === 'magazine') {
    return (
      <Frame>
        <rect x="12" y="42" width="140" height="60" rx="3" fill={FILL} />
        <rect x="12" y="108" width="120" height="6" rx="2" fill="#495057" />
        <rect x="12" y="120" width="140" height="4" rx="2" fill={LINE} />
        <rect x="12" y="128" width="110" height="4" rx="2" fill={LINE} />
        {[42, 64, 86, 108].map((y) => (
          <g key={y}>
            <rect x="162" y={y} width="22" height="16" rx="2" fill={FILL} />
            <rect x="188" y={y + 2} width="40" height="4" rx="2" fill="#495057" />
            <rect x="188" y={y + 10} width="30" height="4" rx="2" fill={LINE} />
          </g>
        ))}
      </Frame>
    );
  }
  return (
    <Frame>
      <rect x="12" y="42" width="216" height="44" rx="3" fill={FILL} />
      <rect x="24" y="56" width="90" height="7" rx="2" fill="#495057" />
      <rect x="24" y="68" width="40" height="9" rx="2" fill={INK} />
      {cards(94, 4, 30)}
    </Frame>
  );
}
