/** Simple marks for the footer's social links (the icon set has no brand logos). */
const paths: Record<string, React.ReactNode> = {
  'X (Twitter)': (
    <path d="M4 4l6.6 8.8L4.3 20h1.8l5.3-6.1L16 20h4l-7-9.3L18.9 4h-1.8l-4.9 5.6L8 4H4z" />
  ),
  LinkedIn: (
    <path d="M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zm2 7.5V17h2.6v-6.5H7zm1.3-4a1.4 1.4 0 1 0 0 2.8 1.4 1.4 0 0 0 0-2.8zM11 10.5V17h2.6v-3.4c0-1 .6-1.7 1.4-1.7s1.3.6 1.3 1.6V17H19v-4c0-2-1.2-2.7-2.6-2.7-1 0-1.8.4-2.4 1.2v-1H11z" />
  ),
  Facebook: (
    <path d="M13.5 21v-7.6h2.6l.4-3h-3V8.5c0-.9.3-1.5 1.5-1.5h1.6V4.3a21 21 0 0 0-2.3-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z" />
  ),
  YouTube: (
    <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.8 2 12 2 12s0 3.2.4 4.8a2.5 2.5 0 0 0 1.8 1.8C5.8 19 12 19 12 19s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.6.4-4.8.4-4.8s0-3.2-.4-4.8zM10 15V9l5.2 3-5.2 3z" />
  ),
};

export function SocialIcon({ name }: { name: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="currentColor"
      aria-hidden="true"
      focusable="false"
    >
      {paths[name] ?? <circle cx="12" cy="12" r="8" />}
    </svg>
  );
}
