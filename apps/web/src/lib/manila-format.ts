/**
 * Dates and times on Manila's clock whatever the device's zone: 'Nov 24, 2026, 9:45 AM', 'Nov 24, 2026'.
 * Each formatter is made on first use: building an Intl.DateTimeFormat with a time zone loads ICU's zone
 * data, tens of milliseconds on a slow phone, which a screen's module would otherwise spend at its top
 * level before the screen could render (issue 28: it was most of Checkout's chunk evaluation).
 */
const DAY: Intl.DateTimeFormatOptions = { timeZone: 'Asia/Manila', month: 'short', day: 'numeric', year: 'numeric' };

function onFirstUse(options: Intl.DateTimeFormatOptions): (date: Date) => string {
  let formatter: Intl.DateTimeFormat | undefined;
  return (date) => {
    formatter ??= new Intl.DateTimeFormat('en-US', options);
    return formatter.format(date);
  };
}

export const formatManilaDateTime = onFirstUse({ ...DAY, hour: 'numeric', minute: '2-digit' });
export const formatManilaDate = onFirstUse(DAY);
