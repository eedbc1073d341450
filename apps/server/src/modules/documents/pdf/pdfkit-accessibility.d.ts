// What PDFKit accepts that @types/pdfkit does not declare yet: for tagged PDFs, the structure
// element a table's tags go under and the scope of a header cell; and a font fontkit has opened
// already (PDFKit takes any object with `layout`), so one parse serves every document.
declare namespace PDFKit.Mixins {
  interface TableOptions {
    structParent?: PDFKit.PDFStructureElement;
  }
  interface CellOptions {
    scope?: 'row' | 'column' | 'both';
  }
  interface PDFFont {
    registerFont(name: string, src: import('fontkit').Font): this;
  }
}
