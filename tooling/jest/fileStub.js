// Imported files (pictures, documents) in unit tests: an address, as webpack gives them.
module.exports = '/files/test-file-stub';
