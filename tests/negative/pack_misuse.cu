// Parameter packs used wrongly: a pack expansion whose pattern names no pack,
// sizeof... of something that is no pack, an empty unary fold over +.
template <typename... Ts>
__device__ int f(Ts... xs) { int y = 1; int a[] = {y...}; return a[0]; }
template <typename... Ts>
__device__ int g(Ts... xs) { return sizeof...(ys); }
template <typename... Ts>
__device__ int h(Ts... xs) { return (xs + ...); }
__global__ void k(int *out)
{
    out[0] = f(1, 2);
    out[1] = g(1);
    out[2] = h();
}
