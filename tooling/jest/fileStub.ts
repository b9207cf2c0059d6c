// Imported files (pictures, documents) in unit tests: an address, as webpack gives them.
export default '/files/test-file-stub';
