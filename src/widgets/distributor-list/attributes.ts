import { attr } from '../../runtime';

export const attributes = {
  subtitle: attr.text({
    description: 'The line under the title \'Distribuidores\'. Default "Elegí tu provincia y encontrá el distribuidor más cercano."',
  }),
  headingLevel: attr.integerBetween(1, 6)({ default: 2, description: "Heading level of the title 'Distribuidores'." }),
  stateKey: attr.text({
    description:
      "Names the saved state (province, search, page, 'Cerca mío' and 'Abierto ahora' on or off; never the position) the back button brings back, in sessionStorage. Default: the placeholder's `id`.",
  }),
  urlPrefix: attr.text({
    description:
      "Put before the names of the directory's parameters in the page's address (`provincia`, `buscar`, `pagina`, `cerca`, `abierto`): `dist-` gives `dist-provincia=Córdoba`, for a page holding two listings. Default: none, `?provincia=Córdoba&pagina=2`.",
  }),
};
