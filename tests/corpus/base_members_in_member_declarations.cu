// corpus: a class's member declarations see its bases' members as its member functions do:
// a base's member type names a data member's type, a base's static constant an array
// bound and a default member initializer, a base's enumerator a bit-field's width
#include <cstdio>

struct Base {
    typedef long Wide;
    static constexpr int count = 5;
    enum { bits = 3 };
};
struct Derived : Base {
    Wide total = 1;
    int cells[count];
    int start = count * 2;
    unsigned flag : bits;
};
template <class T>
struct Holder : Base {
    T value;
    Wide extra[count - 3];
};

__host__ __device__ void run(int* out) {
    int j = 0;
    Derived d{};
    out[j++] = sizeof(d.total);
    out[j++] = sizeof(d.cells) / sizeof(d.cells[0]);
    out[j++] = d.start;
    d.flag = 13 & 7;
    out[j++] = d.flag;
    out[j++] = sizeof(Holder<char>);
}

__global__ void kernel(int* out) { run(out); }

int main() {
    int* out;
    cudaMallocManaged(&out, 5 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    int host[5];
    run(host);
    for (int k = 0; k < 5; ++k) printf("%d%s", out[k], k == 4 ? "\n" : " ");
    for (int k = 0; k < 5; ++k) printf("%d%s", host[k], k == 4 ? "\n" : " ");
    cudaFree(out);
    return 0;
}
