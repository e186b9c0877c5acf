/** Small decorative icons of the post cards (hidden from assistive technology). */
const common = { 'aria-hidden': true, focusable: false, width: 16, height: 16, viewBox: '0 0 16 16', fill: 'currentColor' } as const;

export function LockIcon({ size = 28 }: { size?: number }) {
  return (
    <svg {...common} width={size} height={size}>
      <path d="M8 1a3.5 3.5 0 0 0-3.5 3.5V7H4a1.5 1.5 0 0 0-1.5 1.5v5A1.5 1.5 0 0 0 4 15h8a1.5 1.5 0 0 0 1.5-1.5v-5A1.5 1.5 0 0 0 12 7h-.5V4.5A3.5 3.5 0 0 0 8 1Zm2 6H6V4.5a2 2 0 1 1 4 0V7Z" />
    </svg>
  );
}

export function PlayIcon() {
  return (
    <svg {...common} width={22} height={22}>
      <path d="M5 3.2v9.6a.6.6 0 0 0 .9.5l7.6-4.8a.6.6 0 0 0 0-1L5.9 2.7a.6.6 0 0 0-.9.5Z" />
    </svg>
  );
}

export function ClockIcon() {
  return (
    <svg {...common}>
      <path d="M8 1a7 7 0 1 0 0 14A7 7 0 0 0 8 1Zm0 1.5a5.5 5.5 0 1 1 0 11 5.5 5.5 0 0 1 0-11ZM7.25 4v4.3l3.2 1.9.75-1.3-2.45-1.45V4h-1.5Z" />
    </svg>
  );
}

export function PeopleIcon() {
  return (
    <svg {...common}>
      <path d="M5.5 8a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5Zm5.5 0a2 2 0 1 0 0-4 2 2 0 0 0 0 4ZM1 13c0-2.2 2-3.5 4.5-3.5S10 10.8 10 13v.5H1V13Zm10-3.4c2 .1 4 1.1 4 3.4v.5h-3.5V13c0-1.3-.2-2.4-.5-3.4Z" />
    </svg>
  );
}

export function HourglassIcon() {
  return (
    <svg {...common}>
      <path d="M3 1h10v1.5h-1v1.8c0 1.3-.8 2.5-2 3.2v1c1.2.7 2 1.9 2 3.2v1.8h1V15H3v-1.5h1v-1.8c0-1.3.8-2.5 2-3.2v-1c-1.2-.7-2-1.9-2-3.2V2.5H3V1Zm2.5 1.5v1.8c0 .9.6 1.7 1.5 2.1l.5.2v2.8l-.5.2c-.9.4-1.5 1.2-1.5 2.1v1.8h5v-1.8c0-.9-.6-1.7-1.5-2.1l-.5-.2V6.6l.5-.2c.9-.4 1.5-1.2 1.5-2.1V2.5h-5Z" />
    </svg>
  );
}
