// corpus: a pointer to a member function of a derived class cast to one of a base that is
// not at offset 0 calls the function with the derived object, virtual or not, and converts
// back unchanged
#include <cstdio>

struct Front { int a = 1; };
struct Back {
    int b = 3;
    __host__ __device__ virtual int which() { return 10; }
};
struct Whole : Front, Back {
    int d = 4;
    __host__ __device__ int own() { return d; }
    __host__ __device__ int which() override { return 20 + d; }
};

__host__ __device__ void run(int* out) {
    Whole object;
    Back* back = &object;
    int (Back::*plain)() = static_cast<int (Back::*)()>(&Whole::own);
    out[0] = (back->*plain)();
    int (Back::*virtual_one)() = static_cast<int (Back::*)()>(&Whole::which);
    out[1] = (back->*virtual_one)();
    int (Whole::*again)() = plain;
    out[2] = (object.*again)();
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 3 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[3];
    run(host);
    printf("%d %d %d\n%d %d %d\n", out[0], out[1], out[2], host[0], host[1], host[2]);
    cudaFree(out);
    return 0;
}
