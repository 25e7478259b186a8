// corpus: functions with deduced return types (auto, const auto&): classes, recursion after the
// first return, templates, void, member functions and member templates, fold expressions
#include <cstdio>
struct Vec2 { float x, y; };
__device__ auto add(Vec2 a, Vec2 b) { return Vec2{a.x + b.x, a.y + b.y}; }
__device__ auto fact(int n) { if (n <= 1) return 1; return n * fact(n - 1); }
template <typename T, typename U>
__device__ auto mul(T a, U b) { return a * b; }
__device__ auto nothing(int *p) { *p = 5; }
struct Counter {
    int n;
    __device__ auto next() { return ++n; }
    __device__ const auto &value() const { return n; }
    template <typename T> __device__ auto scaled(T k) const { return n * k; }
};
__device__ auto pick(bool first) { if (first) { float f = 1.5f; return f * 2; } return 0.0f; }
template <typename... Ts>
__device__ auto total(Ts... xs) { return (xs + ...); }
__global__ void k(float *out, int *iout) {
    Vec2 v = add(Vec2{1, 2}, Vec2{3, 4});
    out[0] = v.x + v.y;
    iout[0] = fact(5);
    out[1] = mul(2, 1.25);
    out[2] = sizeof(mul(2, 3.0f)) + sizeof(mul(2, 3.0));
    nothing(iout + 1);
    Counter c{41};
    iout[2] = c.next();
    iout[3] = c.value();
    out[3] = c.scaled(0.5);
    out[4] = pick(true) + pick(false);
    out[5] = total(1, 2.5f, 3.0);
}
int main() {
    float *d; int *di; cudaMalloc(&d, 6 * sizeof(float)); cudaMalloc(&di, 4 * sizeof(int));
    k<<<1, 1>>>(d, di);
    float o[6]; int io[4];
    cudaMemcpy(o, d, sizeof o, cudaMemcpyDeviceToHost);
    cudaMemcpy(io, di, sizeof io, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 6; ++i) printf("%.2f ", o[i]);
    for (int i = 0; i < 4; ++i) printf("%d ", io[i]);
    printf("\n");
}
