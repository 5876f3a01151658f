// Apart from useLogPages so a log's route preload (the first page, same size) can import it without the hook.
/** Rows per upstream call: a page is one GraphQL query and one upstream call. */
export const LOG_PAGE_SIZE = 100;
