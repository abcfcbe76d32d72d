/** One row per stored upload (the file DATA_DIR/uploads/<name>): whose it is and what it weighs. */
export interface UploadsTable {
  /** The file's name, `<uuid>.<ext>`; its url is /uploads/<name>. */
  name: string;
  /** The account that uploaded it; null once that account is deleted, or for a file found without a row. */
  owner_id: string | null;
  content_type: string;
  /** Bytes of the stored (re-encoded) file: what counts against the owner's quota. */
  size: number;
  /** UTC ISO text, so text order is time order. */
  created_at: string;
}

export interface UploadsTables {
  uploads: UploadsTable;
}
