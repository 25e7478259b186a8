// `[[no_unique_address]]` members of classes that are not empty: the members after one use
// its tail padding, as those after a base do, unless its class is a POD for layout (no
// constructor, no private data). The device's sizes and offsets are the host's, and a kernel
// fills objects the host then reads member by member.
#include <cstdio>

struct Pod { int x; char c; };
struct Built { int x; char c; __host__ __device__ Built() : x(0), c(0) {} };
struct Private { int x; char c; private: int y = 0; public: char z; };

struct S1 { [[no_unique_address]] Pod a; char d; };
struct S2 { [[no_unique_address]] Built b; char d; };
struct S3 { [[no_unique_address]] Built b; [[no_unique_address]] Built b2; };
struct S4 { char d; [[no_unique_address]] Built b; short e; };
struct S5 { [[no_unique_address]] Private p; char d; };
struct Derived : Built { char e; };

// Where member `m` lies in a `T` (offsetof, which C++ leaves to the compiler for classes
// that are not standard-layout).
template <class T, class M>
__host__ __device__ size_t layout(M T::*m) {
    T t;
    return sizeof(T) * 100 + (size_t)((char *)&(t.*m) - (char *)&t);
}

#define LAYOUT(out, i, T, m) (out[i] = layout(&T::m))
__global__ void layouts(size_t *out) {
    LAYOUT(out, 0, S1, d);
    LAYOUT(out, 1, S2, d);
    LAYOUT(out, 2, S3, b2);
    LAYOUT(out, 3, S4, e);
    LAYOUT(out, 4, S5, d);
    LAYOUT(out, 5, Derived, e);
}

__global__ void fill(S2 *s2, S3 *s3, S4 *s4, S5 *s5, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    s2[i].b.x = i;
    s2[i].b.c = 'a' + i % 26;
    s2[i].d = 'A' + i % 26;
    s3[i].b.c = 1;
    s3[i].b2.x = -i;
    s3[i].b2.c = 2;
    s4[i].d = 3;
    s4[i].b.x = i * 2;
    s4[i].b.c = 4;
    s4[i].e = (short)(i * 3);
    s5[i].p.z = 5;
    s5[i].d = 6;
}

int main() {
    size_t host[6] = {layout(&S1::d), layout(&S2::d), layout(&S3::b2),
                      layout(&S4::e), layout(&S5::d), layout(&Derived::e)};
    size_t device[6], *d_out;
    cudaMalloc(&d_out, sizeof device);
    layouts<<<1, 1>>>(d_out);
    cudaMemcpy(device, d_out, sizeof device, cudaMemcpyDeviceToHost);
    const char *names[6] = {"S1", "S2", "S3", "S4", "S5", "Derived"};
    for (int i = 0; i < 6; i++)
        printf("%-7s size %2zu, member at %2zu (device: %s)\n", names[i], host[i] / 100, host[i] % 100,
               host[i] == device[i] ? "same" : "differs");

    const int n = 100;
    S2 *s2; S3 *s3; S4 *s4; S5 *s5;
    cudaMallocManaged(&s2, n * sizeof(S2));
    cudaMallocManaged(&s3, n * sizeof(S3));
    cudaMallocManaged(&s4, n * sizeof(S4));
    cudaMallocManaged(&s5, n * sizeof(S5));
    fill<<<(n + 31) / 32, 32>>>(s2, s3, s4, s5, n);
    cudaDeviceSynchronize();
    int bad = 0;
    for (int i = 0; i < n; i++) {
        bad += s2[i].b.x != i || s2[i].b.c != 'a' + i % 26 || s2[i].d != 'A' + i % 26;
        bad += s3[i].b.c != 1 || s3[i].b2.x != -i || s3[i].b2.c != 2;
        bad += s4[i].d != 3 || s4[i].b.x != i * 2 || s4[i].b.c != 4 || s4[i].e != (short)(i * 3);
        bad += s5[i].p.z != 5 || s5[i].d != 6;
    }
    printf("s2[7]: %d %c %c; s4[9]: %d %d %d %d\n", s2[7].b.x, s2[7].b.c, s2[7].d, s4[9].d, s4[9].b.x,
           s4[9].b.c, s4[9].e);
    printf("%d members wrong\n", bad);
    return 0;
}
