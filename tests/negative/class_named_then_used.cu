// A class named only as a template argument is not defined for that, so its invalid base is
// no error there; a use that needs it complete (a member of that type) reports the error.
template <class T> struct identity_ { typedef T type; };
template <class T> struct traversal_of : identity_<typename T::iterator_category> {};
template <class A> struct holder { A a; };
template <class A> struct names { typedef A type; };
__global__ void k(int *o)
{
    names<traversal_of<int> >::type *none = 0;
    holder<traversal_of<int> > h;
    *o = sizeof(h) + (none != 0);
}
