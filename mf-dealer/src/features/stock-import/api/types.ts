/** The shapes of the stock-import calls (the calls themselves: `getApi().stockImport`). */
export type { StockImport, StockImportReport, StockImportRow, StockFeed } from '@automercato/api-sdk';
