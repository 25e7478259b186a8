// `@` is a token to the preprocessor, but not to the language.
__global__ void k(int *o) { o[0] = 1 @ 2; }
