import { routes } from '@/lib/api/routes';
import { openApiDocumentOperation } from '@/lib/openapi/document';

export const { GET } = routes(openApiDocumentOperation);
