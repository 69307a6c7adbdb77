/** This process's peak RSS in MB, every thread counted (peak-rss-mb.mjs). */
export function peakRssMb(): number;
/** Starts the peak over from the present RSS; false where that cannot be done. */
export function resetPeakRss(): boolean;
