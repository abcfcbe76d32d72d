/** The cached answers the profile and cards screens show; all under ['user'], with the rest of the area's. */
export const profileQueryKeys = {
  profile: ['user', 'profile'] as const,
  posts: ['user', 'posts'] as const,
  followers: ['user', 'social', 'followers'] as const,
  friends: ['user', 'social', 'friends'] as const,
  gallery: ['user', 'social', 'gallery'] as const,
  workspaceUsers: ['user', 'all'] as const,
};
