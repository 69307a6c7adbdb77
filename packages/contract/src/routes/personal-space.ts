/** The personal-space calls (filled in as the domain moves onto the table). */
export {};
