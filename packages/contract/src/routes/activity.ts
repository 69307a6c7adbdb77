/** The activity calls (filled in as the domain moves onto the table). */
export {};
