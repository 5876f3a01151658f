/** Why an action on customer contact details is not offered ("Adding a lead needs the "address" right."). */
export const addressRightReason = (action: string) => `${action} needs the "address" right.`;

/** Why a grid's contact column (Email, Phone, Address) is blank and cannot be searched. */
export const contactColumnHidden = (header: string) => addressRightReason(`Seeing ${header}`);
