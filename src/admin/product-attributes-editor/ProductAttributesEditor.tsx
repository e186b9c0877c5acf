import type { AttributeValues } from '../../runtime';
import { useFormDocument } from '../shared/document/use-form-document';
import { DocumentFrame } from '../shared/frame/DocumentFrame';
import type { attributes } from './attributes';
import { AttributesFields } from './AttributesFields';
import type { ProductAttributes } from './schema';
import { attributesTexts } from './texts';
import './product-attributes.css';
import { productAttributesEditor } from './editor';

const empty = (): ProductAttributes => ({});

/** The product attributes form, in the editors' frame. */
export function ProductAttributesEditor({ input, uploadPath, maxMb, label }: AttributeValues<typeof attributes>) {
  const document = useFormDocument(input, productAttributesEditor.schema, empty);
  return (
    <DocumentFrame document={document} title={label ?? attributesTexts.title} words={productAttributesEditor.words}>
      {({ history, apply }) => <AttributesFields history={history} apply={apply} uploadPath={uploadPath} maxMb={maxMb} />}
    </DocumentFrame>
  );
}
