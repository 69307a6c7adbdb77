/** The ai calls (filled in as the domain moves onto the table). */
export {};
