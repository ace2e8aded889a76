import { ImportFileError, type ParseFile } from './model';

// Placeholder until the Ghost parser lands (issue 34 §1): refuses every file.
export const parseGhost: ParseFile = () => {
  throw new ImportFileError('wrong_format', 'The Ghost parser is not built yet.');
};
