/**
 * Impressions and clicks per day as bars, in plain SVG: a picture of the table beside it, which is the truth for
 * screen readers (the chart is hidden from them). Each measure has its own scale, so a day's few clicks still show
 * next to its many impressions; the legend says which bar is which, and the clicks' bars are hatched, so the two
 * are told apart without colour.
 */
import { Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

type TReportDay = { day: string; impressions: number; clicks: number };

const HEIGHT = 120;
const BAR = 10;
const GAP = 2;
const DAY_GAP = 8;
const IMPRESSIONS_COLOUR = 'var(--mantine-color-teal-6)';
const CLICKS_COLOUR = 'var(--mantine-color-orange-9)';

export function BiddingReportChart({ days }: { days: TReportDay[] }) {
  const { t } = useTranslation();
  const maxImpressions = Math.max(1, ...days.map((day) => day.impressions));
  const maxClicks = Math.max(1, ...days.map((day) => day.clicks));
  const dayWidth = BAR * 2 + GAP + DAY_GAP;
  const width = Math.max(dayWidth, days.length * dayWidth);
  const heightOf = (value: number, max: number) => (value > 0 ? Math.max(2, (value / max) * HEIGHT) : 0);
  return (
    <div aria-hidden="true">
      <Group gap="md" mb={4}>
        <Legend colour={IMPRESSIONS_COLOUR} label={t('bidding.item.impressions')} />
        <Legend colour={CLICKS_COLOUR} label={t('bidding.item.clicks')} isHatched />
      </Group>
      <div style={{ overflowX: 'auto' }}>
        <svg
          width={width}
          height={HEIGHT + 1}
          viewBox={`0 0 ${width} ${HEIGHT + 1}`}
          style={{ display: 'block', maxWidth: 'none' }}
          focusable="false"
          aria-hidden="true"
        >
          <defs>
            <pattern id="bidding-clicks-hatch" width="4" height="4" patternUnits="userSpaceOnUse">
              <rect width="4" height="4" fill={CLICKS_COLOUR} />
              <path d="M0 4 L4 0" stroke="white" strokeWidth="1" />
            </pattern>
          </defs>
          {days.map((day, index) => {
            const x = index * dayWidth;
            const impressions = heightOf(day.impressions, maxImpressions);
            const clicks = heightOf(day.clicks, maxClicks);
            return (
              <g key={day.day}>
                <rect x={x} y={HEIGHT - impressions} width={BAR} height={impressions} fill={IMPRESSIONS_COLOUR} />
                <rect
                  x={x + BAR + GAP}
                  y={HEIGHT - clicks}
                  width={BAR}
                  height={clicks}
                  fill="url(#bidding-clicks-hatch)"
                />
              </g>
            );
          })}
          <line x1={0} x2={width} y1={HEIGHT + 0.5} y2={HEIGHT + 0.5} stroke="var(--mantine-color-gray-5)" />
        </svg>
      </div>
    </div>
  );
}

function Legend({ colour, label, isHatched = false }: { colour: string; label: string; isHatched?: boolean }) {
  return (
    <Group gap={6}>
      <span
        style={{
          display: 'inline-block',
          width: 12,
          height: 12,
          background: isHatched ? `repeating-linear-gradient(135deg, ${colour} 0 3px, white 3px 4px)` : colour,
        }}
      />
      <Text size="xs">{label}</Text>
    </Group>
  );
}
