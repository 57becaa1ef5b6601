// /projetos/:projectId/posts…: the posts' screens from the content kit.
import { paths } from '../../config/paths';
import { postResource } from '../../features/posts/post-resource';
import { projectChildRoutes } from '../content/kit/project-child-routes';

export const { List, Create, Edit } = projectChildRoutes({
  resource: postResource,
  section: 'posts',
  attachmentKind: 'posts',
  outboxKind: 'post',
  idParam: 'postId',
  hrefs: { list: paths.projectPosts.href, create: paths.projectPostCreate.href, edit: paths.projectPostEdit.href },
});
