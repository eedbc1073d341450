// What PDFKit's tables accept for tagged PDFs that @types/pdfkit does not declare yet: the
// structure element a table's tags go under, and the scope of a header cell.
declare namespace PDFKit.Mixins {
  interface TableOptions {
    structParent?: PDFKit.PDFStructureElement;
  }
  interface CellOptions {
    scope?: 'row' | 'column' | 'both';
  }
}
