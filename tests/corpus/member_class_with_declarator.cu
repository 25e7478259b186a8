// corpus: a member class defined in the declaration of a member of its type (`struct T { ... }
// t;`, `struct term_t { ... } terms[count];`) is the class's member class T, and classes nested
// two deep see the names of every class around them
#include <cstdio>

struct Best {
    struct Term { float score; int index; } terms[2];
    __host__ __device__ Best(float s, int i) {
        terms[0] = Term{s, i};
        terms[1] = Best::Term{2 * s, i + 1};
    }
};

struct Outer {
    typedef short Digit;
    enum { COUNT = 3 };
    struct Middle {
        struct Inner { Digit digits[COUNT]; } inner;
        int sum() const { return inner.digits[0] + inner.digits[1] + inner.digits[2]; }
    };
};

__global__ void build(int* out) {
    Best b(1.5f, 7);
    out[0] = b.terms[0].index;
    out[1] = (int)(b.terms[1].score * 2);
    Outer::Middle m;
    m.inner.digits[0] = 1;
    m.inner.digits[1] = 20;
    m.inner.digits[2] = 300;
    out[2] = m.inner.digits[0] + m.inner.digits[1] + m.inner.digits[2];
    out[3] = sizeof(Outer::Middle::Inner);
}

int main() {
    int* d;
    cudaMalloc(&d, 4 * sizeof(int));
    build<<<1, 1>>>(d);
    int h[4];
    cudaMemcpy(h, d, sizeof h, cudaMemcpyDeviceToHost);
    printf("index %d score*2 %d sum %d sizeof(Inner) %d\n", h[0], h[1], h[2], h[3]);
    cudaFree(d);
    return 0;
}
