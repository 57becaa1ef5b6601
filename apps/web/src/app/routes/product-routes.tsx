// /projetos/:projectId/produtos… (alias …/products…), /produtos… and /products…: the products' screens from the kit.
import { paths } from '../../config/paths';
import { productResource } from '../../features/products/product-resource';
import { projectChildRoutes } from '../content/project-child-routes';

export const { List, Create, Edit } = projectChildRoutes({
  resource: productResource,
  section: 'products',
  attachmentKind: 'products',
  idParam: 'productId',
  hrefs: {
    list: paths.projectProducts.href,
    create: paths.projectProductCreate.href,
    edit: paths.projectProductEdit.href,
  },
  alias: {
    patterns: [
      paths.projectProductsAlias.path,
      paths.projectProductCreateAlias.path,
      paths.projectProductEditAlias.path,
    ],
    list: paths.projectProductsAlias.href,
    create: paths.projectProductCreateAlias.href,
    edit: paths.projectProductEditAlias.href,
  },
  topLevelHref: paths.products.href(),
  exportKind: 'products',
});
