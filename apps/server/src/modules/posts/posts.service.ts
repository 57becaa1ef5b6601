import type { CreatePostInput, Post, UpdatePostInput } from '@raiz/domain';
import type { posts } from '../../db/schema/index.ts';
import { contentResource } from '../content-common/resource.ts';
import { postsResource } from './posts.resource.ts';

export const postService = contentResource<typeof posts, Post, CreatePostInput, UpdatePostInput>(postsResource);
