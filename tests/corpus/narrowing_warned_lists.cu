// corpus: narrowing conversions that nvcc warns about and compiles (a declaration's list, an
// aggregate's, a constructor's arguments, T{v}, a member initializer, a class object in `new`
// and `return`): the values convert as a cast would
#include <cstdio>

struct Pair { int a; short b; };
struct Wrap {
    int v;
    __device__ Wrap(int x) : v(x) {}
};
struct Member {
    int m;
    __device__ Member(double d) : m{d} {}
};
__device__ Pair make_pair_of(double d, int i) { return {d, i}; }
__device__ Wrap make_wrap(double d) { return {d}; }

__global__ void kernel(int* out, double d, long long w, int i) {
    int a{d};
    int b = {d};
    Pair p{d, i};
    int arr[] = {1, d};
    Wrap s{w};
    Wrap* heap = new Wrap{d};
    Pair* agg = new Pair{d, i};
    unsigned u{i};
    float f{d};
    out[0] = a;
    out[1] = b;
    out[2] = p.a * 1000 + p.b;
    out[3] = arr[1];
    out[4] = s.v;
    out[5] = heap->v + agg->a;
    out[6] = (int)(u >> 16);
    out[7] = (int)(f * 4);
    out[8] = int{d} + Wrap{d}.v + Member(d).m;
    out[9] = make_pair_of(d, i).b + make_wrap(d).v;
    delete heap;
    delete agg;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 10 * sizeof(int));
    kernel<<<1, 1>>>(out, 7.75, (1LL << 33) + 5, -70000);
    cudaDeviceSynchronize();
    for (int k = 0; k < 10; ++k)
        printf("%d%c", out[k], k == 9 ? '\n' : ' ');
    cudaFree(out);
    return 0;
}
