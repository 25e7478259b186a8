// A backslash is a token to the preprocessor (a macro may drop it with an unused argument)
// but not to the language: one left after preprocessing is reported.
#define DROP(x, doc) x
__device__ int f(int v) { return DROP(v, see \c g); }
__device__ int g(int v) { return v \ 2; }
