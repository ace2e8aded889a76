import { ImportFileError, type ParseFile } from './model';

// Placeholder until the WXR parser lands (issue 34 §1): refuses every file.
export const parseWordpress: ParseFile = () => {
  throw new ImportFileError('wrong_format', 'The WordPress parser is not built yet.');
};
