// flags: --extended-lambda
// What an extended lambda may not capture: anything by reference (nvcc's wording), and
// `this` in a __host__ __device__ one (not supported here).
template <typename F> __global__ void k(F f) { f(); }
struct S {
    int m;
    void run() { k<<<1, 1>>>([this] __host__ __device__ () { (void)m; }); }
};
int main() {
    int x = 1;
    k<<<1, 1>>>([&] __device__ () { (void)x; });
    k<<<1, 1>>>([x, &y = x] __device__ () { (void)y; });
    return 0;
}
