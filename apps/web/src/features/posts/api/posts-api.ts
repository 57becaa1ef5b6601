// /v1/projects/:projectId/posts: fetchers, query options, hooks and the key factory of posts.
import type { CreatePostInput, Post, UpdatePostInput } from '@raiz/domain';
import { projectResource } from '../../../lib/project-resource';

const posts = projectResource<Post, CreatePostInput, UpdatePostInput>('posts');

export const postKeys = posts.keys;
export const getPosts = posts.getList;
export const getPost = posts.getOne;
export const postsQueryOptions = posts.listQueryOptions;
export const postQueryOptions = posts.detailQueryOptions;
export const usePosts = posts.useList;
export const usePostCount = posts.useCount;
export const usePost = posts.useDetail;
export const useCreatePost = posts.useCreate;
export const useUpdatePost = posts.useUpdate;
export const useDeletePost = posts.useRemove;
