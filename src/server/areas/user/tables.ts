// Tables of the user area: filled in when the area is built.
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface UserTables {}
