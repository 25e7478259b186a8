// Copy elision of returned objects: a local that every return names is the result itself (no
// copy or move); with two locals returned on different paths each return moves; a by-value
// parameter is moved from; a prvalue initializes the result directly. The constructors count.
#include <cstdio>

struct Traced {
    int v;
    __device__ Traced(int x) : v(x) {}
    __device__ Traced(const Traced &o) : v(o.v) { printf("copy %d\n", v); }
    __device__ Traced(Traced &&o) : v(o.v) { printf("move %d\n", v); }
};

__device__ Traced one_local(int x) {
    Traced a(x);
    if (x > 5) return a;
    a.v += 1;
    return a;
}

__device__ Traced two_locals(int x) {
    Traced a(x), b(x * 2);
    if (x > 5) return a;
    return b;
}

__device__ Traced from_parameter(Traced p) { return p; }

__device__ Traced prvalue(int x) { return Traced(x + 100); }

__device__ Traced in_loop(int n) {
    Traced best(0);
    for (int i = 0; i < n; i++) {
        if (i == 3) return best;
        best.v += i;
    }
    return best;
}

__global__ void kernel() {
    Traced r1 = one_local(3);
    printf("one local: %d\n", r1.v);
    Traced r2 = two_locals(3);
    Traced r3 = two_locals(9);
    printf("two locals: %d %d\n", r2.v, r3.v);
    Traced r4 = from_parameter(Traced(7));
    printf("parameter: %d\n", r4.v);
    Traced r5 = prvalue(1);
    printf("prvalue: %d\n", r5.v);
    Traced r6 = in_loop(5);
    printf("in a loop: %d\n", r6.v);
}

int main() {
    kernel<<<1, 1>>>();
    cudaDeviceSynchronize();
    return 0;
}
