// SPEC §2 /collection/{tab} and /browse-history/{tab}: favourites and recent views, completed by
// the collections work.
export {};
