// corpus: decltype: of locals (nested in pointer types, in casts and sizeof), of calls, in
// trailing return types that name the parameters (operators of a class included), of a module
// variable at namespace scope, and decltype(auto)
#include <cstdio>
template <typename T, typename U>
__device__ auto add(T a, U b) -> decltype(a + b) { return a + b; }
struct Vec { float x, y; __device__ Vec operator*(float k) const { return Vec{x * k, y * k}; } };
template <typename V>
__device__ auto scale(const V &v, float k) -> decltype(v * k) { return v * k; }
__device__ float g_scale = 2.0f;
__device__ decltype(g_scale + 1.0) widened = 0.5;
__device__ decltype(auto) twice(int x) { return 2 * x; }
__global__ void k(double *out) {
    int i = 2;
    decltype(i) j = 3;
    decltype(i) *pj = &j;
    decltype(add(1, 2.5)) s = add(1, 2.5);
    Vec v = scale(Vec{1, 2}, 3.0f);
    out[0] = s + *pj;
    out[1] = v.x + v.y;
    out[2] = sizeof(decltype(add(1, 'c'))) + sizeof(decltype(add(1.0f, 2)));
    out[3] = (decltype(i))2.75 + widened + sizeof(widened);
    out[4] = twice(21);
}
int main() {
    double *d; cudaMalloc(&d, 5 * sizeof(double));
    k<<<1, 1>>>(d);
    double o[5]; cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 5; ++i) printf("%.2f ", o[i]);
    printf("\n");
}
