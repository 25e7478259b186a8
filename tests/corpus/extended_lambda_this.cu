// Extended lambdas capturing `this`: `[*this]` copies the object into the lambda; `[this]`,
// `[=]` in a member function and `this->` in an out-of-class member function reach the object
// through its pointer, which the device may use because the object lives in managed memory.
#include <cstdio>
#include <new>

template <typename F>
__global__ void apply(float *d, int n, F f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) d[i] = f(i, d[i]);
}

struct Managed {
    void *operator new(size_t bytes) {
        void *p;
        cudaMallocManaged(&p, bytes);
        cudaDeviceSynchronize();
        return p;
    }
    void operator delete(void *p) {
        cudaDeviceSynchronize();
        cudaFree(p);
    }
};

class Scaler : public Managed {
    float scale_;
    float *buf_;
    int n_;
    __host__ __device__ float offset() const { return 0.25f; }
public:
    Scaler(float s, int n) : scale_(s), n_(n) {
        cudaMalloc(&buf_, n * sizeof(float));
        cudaMemset(buf_, 0, n * sizeof(float));
    }
    // No destructor: `[*this]` makes copies, which must not free the buffer.
    void release() { cudaFree(buf_); }
    void fill() {
        apply<<<1, 64>>>(buf_, n_, [=] __device__(int i, float) { return scale_ * i + offset(); });
    }
    void addOffset(float off) {
        apply<<<1, 64>>>(buf_, n_, [this, off] __device__(int i, float v) { return v + off + this->scale_; });
    }
    void scaleByCopy() {
        auto f = [*this] __device__(int, float v) { return v * scale_ + n_; };
        scale_ = 100.0f;  // the lambda keeps its copy
        apply<<<1, 64>>>(buf_, n_, f);
    }
    void countDown();
    void print(const char *what) {
        cudaDeviceSynchronize();
        float h[6];
        cudaMemcpy(h, buf_, sizeof(h), cudaMemcpyDeviceToHost);
        printf("%-12s", what);
        for (int i = 0; i < 6; ++i) printf(" %8.3f", h[i]);
        printf("   scale %g\n", scale_);
    }
};

void Scaler::countDown() {
    apply<<<1, 64>>>(buf_, n_, [=] __device__(int i, float v) { return v - this->scale_ * 0.5f + i; });
}

int main() {
    Scaler *s = new Scaler(2.0f, 64);
    s->fill();
    s->print("fill");
    s->addOffset(0.5f);
    s->print("addOffset");
    s->scaleByCopy();
    s->print("scaleByCopy");
    s->countDown();
    s->print("countDown");
    s->release();
    delete s;
    return 0;
}
