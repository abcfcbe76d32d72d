/** Who is asking: what a store needs to decide whether the signed-in account may change a shared thing. */
export interface Actor {
  id: string;
  isAdmin: boolean;
}

export const actorOf = (user: { id: string; role: string }): Actor => ({
  id: user.id,
  isAdmin: user.role === 'admin',
});
