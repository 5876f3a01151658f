/** Why an action on customer contact details is not offered ("Adding a lead needs the "address" right."). */
export const addressRightReason = (action: string) => `${action} needs the "address" right.`;
