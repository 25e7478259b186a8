// Member access control: what private and protected members the code may name.
#include <cstdio>

class Counter {
    int hits = 0;
    static constexpr int kStep = 2;
    __device__ void bump() { hits += kStep; }
    friend __device__ int peek(const Counter& c);
    friend struct Auditor;
    template <class T> friend class Inspector;

    // A nested class is a member: it names the enclosing class's private members.
    struct Helper {
        __device__ static void twice(Counter& c) { c.bump(); c.bump(); }
    };

  public:
    __device__ void run() {
        Helper::twice(*this);
        // A lambda in a member function names what the function may.
        auto more = [this] { bump(); return hits; };
        more();
        struct Local {
            __device__ static int read(const Counter& c) { return c.hits; }
        };
        hits += Local::read(*this);
    }
    __device__ int value() const;
};

// A member defined outside its class.
__device__ int Counter::value() const { return hits; }

__device__ int peek(const Counter& c) {
    auto read = [&c] { return c.hits; };
    return read();
}

struct Auditor {
    __device__ int audit(const Counter& c) { return c.hits * 10; }
    struct Deep {
        __device__ int audit(const Counter& c) { return c.hits + Counter::kStep; }
    };
};

template <class T> class Inspector {
  public:
    __device__ T look(const Counter& c) { return T(c.hits) / 2; }
};

class Shape {
  protected:
    int sides;
    __device__ Shape(int n) : sides(n) {}
    __device__ int twice() const { return 2 * sides; }
};

class Square : public Shape {
  public:
    __device__ Square() : Shape(4) {}
    __device__ int perimeter_units(const Square& other) const { return sides + other.sides + twice(); }
};

class Hidden : private Shape {
  public:
    __device__ Hidden() : Shape(3) {}
    __device__ int count() const { return sides + Shape::sides; }
};

template <class Derived> struct Base {
    __device__ int interface() { return static_cast<Derived*>(this)->impl(); }
};

class Impl : public Base<Impl> {
    friend struct Base<Impl>;
    __device__ int impl() { return 7; }
};

template <class T> class Box {
    T v;
    template <class U> friend class Box;

  public:
    __device__ explicit Box(T x) : v(x) {}
    template <class U> __device__ T from(const Box<U>& o) const { return T(o.v) + v; }
    friend __device__ Box operator+(const Box& a, const Box& b) { return Box(a.v + b.v); }
    __device__ T get() const { return v; }
};

__global__ void kernel(int* out, float* fout) {
    Counter c;
    c.run();
    out[0] = c.value();
    out[1] = peek(c);
    out[2] = Auditor().audit(c);
    out[3] = Auditor::Deep().audit(c);
    fout[0] = Inspector<float>().look(c);
    Square s;
    out[4] = s.perimeter_units(s);
    out[5] = Hidden().count();
    out[6] = Impl().interface();
    Box<float> a(1.5f);
    Box<int> b(2);
    fout[1] = a.from(b);
    fout[2] = (a + a).get();
}

int main() {
    int* out;
    float* fout;
    cudaMalloc(&out, 7 * sizeof(int));
    cudaMalloc(&fout, 3 * sizeof(float));
    kernel<<<1, 1>>>(out, fout);
    int h[7];
    float hf[3];
    cudaMemcpy(h, out, sizeof h, cudaMemcpyDeviceToHost);
    cudaMemcpy(hf, fout, sizeof hf, cudaMemcpyDeviceToHost);
    for (int i = 0; i < 7; i++) printf("out[%d] = %d\n", i, h[i]);
    for (int i = 0; i < 3; i++) printf("fout[%d] = %g\n", i, hf[i]);
    cudaFree(out);
    cudaFree(fout);
    return 0;
}
