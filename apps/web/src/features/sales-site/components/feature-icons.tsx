/**
 * The platform home's feature icons (issue 26 item 16): each feature its own drawing — a page of writing, a shop's
 * bag, a planner's calendar, a phone — instead of the brand's mark four times. Decorative: the heading names it.
 */
import type { ReactNode } from 'react';

const DRAWINGS: Record<'content' | 'shop' | 'planners' | 'app', ReactNode> = {
  content: (
    <>
      <path d="M6 3h9l4 4v14H6z" />
      <path d="M15 3v4h4M9 11h7M9 14h7M9 17h4" />
    </>
  ),
  shop: (
    <>
      <path d="M5 8h14l-1 13H6z" />
      <path d="M9 10V7a3 3 0 0 1 6 0v3" />
    </>
  ),
  planners: (
    <>
      <rect x="4" y="5" width="16" height="16" rx="2" />
      <path d="M4 10h16M9 3v4M15 3v4M8 14h2M12 14h2M8 17h2" />
    </>
  ),
  app: (
    <>
      <rect x="7" y="2.5" width="10" height="19" rx="2" />
      <path d="M11 18.5h2" />
    </>
  ),
};

export type TFeature = keyof typeof DRAWINGS;

export function FeatureIcon({ feature, size = 24 }: { feature: TFeature; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth={1.7}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {DRAWINGS[feature]}
    </svg>
  );
}
