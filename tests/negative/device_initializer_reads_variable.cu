// Device variables whose initializers read other device variables through constexpr functions:
// their values are not constants (taking their addresses is).
struct Box { const int *p; int v; };
__device__ int g = 3;
__constant__ int table[4] = {1, 2, 3, 4};
constexpr int read(const int *p) { return *p; }
constexpr Box box(const int *p) { return Box{p, 0}; }
constexpr Box peek(const int *p) { return Box{p, *p}; }
__device__ int h = read(&g);
__device__ Box b = box(&table[2]);
__device__ Box c = peek(&table[1]);
__global__ void k(int *o) { o[0] = h + b.v + *b.p + c.v; }
