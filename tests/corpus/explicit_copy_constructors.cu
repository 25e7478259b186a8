// corpus: explicit copy and move constructors: direct-initialization takes them, copy-initialization does not (an rvalue then binds the copy constructor), and the traits see it
#include <cstdio>
#include <type_traits>

struct Token {
    int id;
    __host__ __device__ explicit Token(int i) : id(i) {}
    __host__ __device__ explicit Token(const Token& o) : id(o.id + 10) { printf("copy %d\n", o.id); }
    __host__ __device__ explicit Token(Token&& o) : id(o.id + 100) { printf("move %d\n", o.id); }
};

// A move constructor that is explicit beside a copy constructor that is not.
struct Handle {
    int fd;
    __host__ __device__ explicit Handle(int f) : fd(f) {}
    __host__ __device__ Handle(const Handle& o) : fd(o.fd) { printf("handle copy %d\n", o.fd); }
    __host__ __device__ explicit Handle(Handle&& o) : fd(o.fd) { printf("handle move %d\n", o.fd); }
};

// A class holding one copies it member by member: direct-initialization, explicit or not.
struct Holder {
    Token t;
    __host__ __device__ explicit Holder(int i) : t(i) {}
};

// An explicit copy constructor that is defaulted (trivial: the object is copied as bytes).
struct Plain {
    int v;
    Plain() = default;
    explicit Plain(const Plain&) = default;
};

template <class T>
__host__ __device__ void take(T);
template <class F, class T, class = void>
struct Converts : std::false_type {};
template <class F, class T>
struct Converts<F, T, decltype(take<T>(std::declval<F>()))> : std::true_type {};

static_assert(!Converts<Plain&, Plain>::value, "a defaulted explicit copy is no conversion");
static_assert(!std::is_convertible<Plain&, Plain>::value, "as the trait says");
static_assert(std::is_constructible<Plain, Plain&>::value, "yet it constructs");

__device__ int use(Handle h) { return h.fd; }
__device__ Token make(int i) { return Token(i); }

static_assert(!std::is_convertible<Token&&, Token>::value, "copy-initialization takes no explicit move");
static_assert(!std::is_convertible<const Token&, Token>::value, "nor an explicit copy");
static_assert(std::is_constructible<Token, Token&&>::value, "direct-initialization does");
static_assert(std::is_copy_constructible<Token>::value, "so the class is copy-constructible");
static_assert(std::is_convertible<Handle&&, Handle>::value, "an rvalue binds the copy constructor");
static_assert(std::is_convertible<Holder, Holder>::value, "the implicit copy is not explicit");

__global__ void kernel(int* out) {
    Token a(1);
    Token b(a);                          // copy
    Token c(static_cast<Token&&>(a));    // move
    Token d{b};                          // direct-list: copy
    Token e = make(4);                   // no copy: the temporary becomes e
    Holder h(5);
    Holder g = h;                        // the implicit copy copies t directly
    Handle x(7);
    out[0] = use(static_cast<Handle&&>(x));  // copy-initialized: the copy constructor
    Handle y = static_cast<Handle&&>(x);     // likewise
    out[1] = b.id + c.id + d.id + e.id + g.t.id + y.fd;
}

int main() {
    int* out;
    cudaMallocManaged(&out, 2 * sizeof(int));
    kernel<<<1, 1>>>(out);
    cudaDeviceSynchronize();
    printf("use %d, sum %d\n", out[0], out[1]);
    cudaFree(out);
    return 0;
}
