// corpus: a braced list of one object of the class (or of a derived class) copies it where the std::initializer_list constructor cannot take the object
#include <cstdio>
#include <initializer_list>

struct Counted {
    int kind;
    __host__ __device__ Counted(int) : kind(1) {}
    __host__ __device__ Counted(std::initializer_list<int> l) : kind(100 + (int)l.size()) {}
    __host__ __device__ Counted(const Counted& o) : kind(o.kind + 10) {}
};
struct Derived : Counted {
    __host__ __device__ Derived() : Counted(7) {}
};
struct Convertible {
    __host__ __device__ operator int() const { return 3; }
};

__host__ __device__ void fill(int* out) {
    Counted a(5);
    Counted copy{a};
    Counted from_temporary{Counted(9)};
    Derived d;
    Counted sliced{d};
    Counted listed{Convertible{}};
    Counted two{1, 2};
    out[0] = copy.kind;
    out[1] = from_temporary.kind;
    out[2] = sliced.kind;
    out[3] = listed.kind;
    out[4] = two.kind;
}

__global__ void kernel(int* out) { fill(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    fill(host);
    for (int i = 0; i < 5; ++i) printf("out[%d] = %d (host %d)\n", i, out[i], host[i]);
    cudaFree(out);
    return 0;
}
